export declare const NAMES_FILE: string;
export declare const SPRITE_FILE: string;
export declare function readIconNames(file?: string): Promise<string[]>;
export declare function buildSprite(names: readonly string[]): Promise<string>;
