import type { IncomingMessage, ServerResponse } from 'node:http';

export function builtFiles(
  dir: string,
  options?: { versioned?: boolean; live?: boolean; headers?: (pathname: string) => Record<string, string> },
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
