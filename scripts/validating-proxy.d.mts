import type { ChildProcess } from 'node:child_process';

export interface Violation {
  location?: string[];
  severity?: string;
  code?: string;
  message?: string;
}

export interface ProxiedCall {
  method: string | undefined;
  url: string | undefined;
  status: number | undefined;
}

export declare function formatViolation(call: ProxiedCall, violation: Violation): string;
export declare function violationsFromHeader(value: unknown): Violation[];
export declare function violationsFromProblem(body: unknown): Violation[] | null;
export declare function startValidatingProxy(options: {
  target: string;
  port: number;
  host?: string;
  strict?: boolean;
  report?: (line: string) => void;
}): Promise<{ url: string; prism: ChildProcess; stop: () => Promise<void> }>;
