import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { bodyLimitForRoute } from "~/.server/http/forms-and-actions/body-limits";
import { routeIdOf } from "../route-pattern";

/**
 * Finds once, from the route table, the largest body this request's route reads
 * (app/.server/http/forms-and-actions/body-limits.ts): the stated length, the stream and the
 * page's readForm are all held to it (bodyLimitOf).
 */
export function findBodyLimit(build: () => Promise<ServerBuild>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.bodyLimit = bodyLimitForRoute(routeIdOf((await build()).routes, req.path));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The limit findBodyLimit found for this request. */
export function bodyLimitOf(res: Response): number {
  return res.locals.bodyLimit as number;
}
