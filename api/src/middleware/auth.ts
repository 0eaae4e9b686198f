import type { Request, RequestHandler } from 'express';
import { DomainError } from '@fanlift/core';

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this'));
  next();
};

export const requireFan: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this'));
  if (req.user.userType !== 'fan')
    return next(new DomainError('forbidden', 'forbidden', 'Only fans can do this'));
  next();
};

export const requireAthlete: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this'));
  if (req.user.userType !== 'athlete')
    return next(new DomainError('forbidden', 'forbidden', 'Only athletes can do this'));
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this'));
  if (req.user.isAdmin !== 1) return next(new DomainError('forbidden', 'forbidden', 'Admins only'));
  next();
};

/** The session user; only call after requireUser. */
export function sessionUser(req: Request): Express.User {
  if (!req.user) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this');
  return req.user;
}

export const isAdmin = (req: Request) => req.user?.isAdmin === 1;
