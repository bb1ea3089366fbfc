export declare const SOURCE_DIRS: readonly string[];
export declare const SOURCE_FILES: readonly string[];
export declare const OUTPUTS: readonly string[];
export declare const LOCK_RECORD: string;
export declare function staleReason(root: string): string | undefined;
export declare function recordLock(root: string): void;
