/** Types of postgres-cluster.mjs for the TypeScript that imports it (the bench). */
export function serverBinaries(): string | null;
export function startCluster(bin?: string | null): Promise<{ url: string; port: number; bin: string; startMs: number; stop(): void }>;
