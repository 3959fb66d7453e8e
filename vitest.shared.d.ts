/** Tests run against the sources of the workspace packages, not their builds. */
export declare const workspaceAliases: {
    find: RegExp;
    replacement: string;
}[];
//# sourceMappingURL=vitest.shared.d.ts.map