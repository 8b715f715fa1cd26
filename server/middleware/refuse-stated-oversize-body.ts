import type { NextFunction, Request, Response } from "express";
import { sendRefusal } from "../refusal";
import { bodyLimitOf } from "./find-body-limit";

/** A body whose stated length is already over the limit is refused before a byte of it is read. */
export function refuseStatedOversizeBody(req: Request, res: Response, next: NextFunction) {
  const stated = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(stated) && stated > bodyLimitOf(res)) return sendRefusal(req, res, "tooLarge");
  next();
}
