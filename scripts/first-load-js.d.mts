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
  jsGzipKB: number;
}
export declare function readBudgets(): { templates: TemplateBudget[] };
export declare function firstLoadJs(): Promise<
  { template: string; files: { file: string; gzip: number }[]; gzip: number }[]
>;
