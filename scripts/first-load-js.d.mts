export interface TemplateBudget {
  /** The page as the shop's routes name it, e.g. /product/:id. */
  template: string;
  /** React Router's route id, e.g. routes/product. */
  route: string;
  /** The address measured, and who asks for it. */
  path: string;
  signedIn: boolean;
  htmlKB: number;
  htmlGzipKB: number;
  /** What the HTML loads before any interaction (0 on a page that hydrates on it, ADR 112). */
  jsGzipKB: number;
  /** The page's whole script, whenever it loads. */
  scriptGzipKB: number;
}
export declare function readBudgets(): { templates: TemplateBudget[] };
export declare function firstLoadJs(): Promise<
  {
    template: string;
    files: { file: string; gzip: number }[];
    /** The whole script's gzip bytes, and of them what loads before any interaction. */
    gzip: number;
    firstLoad: number;
  }[]
>;
