import type { Request, RequestHandler } from 'express';
import { AppError } from '@fanlift/core';

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, 'unauthenticated', 'Sign in to do this'));
  next();
};

export const requireFan: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, 'unauthenticated', 'Sign in to do this'));
  if (req.user.userType !== 'fan') return next(new AppError(403, 'forbidden', 'Only fans can do this'));
  next();
};

export const requireAthlete: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, 'unauthenticated', 'Sign in to do this'));
  if (req.user.userType !== 'athlete')
    return next(new AppError(403, 'forbidden', 'Only athletes can do this'));
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, 'unauthenticated', 'Sign in to do this'));
  if (req.user.isAdmin !== 1) return next(new AppError(403, 'forbidden', 'Admins only'));
  next();
};

/** The session user; only call after requireUser. */
export function sessionUser(req: Request): Express.User {
  if (!req.user) throw new AppError(401, 'unauthenticated', 'Sign in to do this');
  return req.user;
}

export const isAdmin = (req: Request) => req.user?.isAdmin === 1;
