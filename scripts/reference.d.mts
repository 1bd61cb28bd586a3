// Types of scripts/reference.mjs, for the tests that import it.
export declare function seedPath(): string;
export declare function extractReference(): string;
export declare function realPython(): string;
