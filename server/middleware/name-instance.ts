import type { NextFunction, Request, Response } from "express";

/** The header naming which instance behind the proxy answered (INSTANCE_NAME), for operators and the cluster test. */
export const INSTANCE_HEADER = "X-Instance";

export function nameInstance(name: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader(INSTANCE_HEADER, name);
    next();
  };
}
