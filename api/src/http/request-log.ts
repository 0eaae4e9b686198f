import type { Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';
import { redactHeaders, redactUrl } from '@fanlift/core/logging';

/**
 * One log line per answered request ("request completed": method, URL, headers, status, time), credentials
 * redacted by core's policy. The line is built only when its level is enabled: a busy api at `warn` spends nothing
 * on the 2xx lines it would not write (issue 27: pino-http bound a serialized copy of every request to a child
 * logger before knowing whether anything would be written).
 */
export function requestLog(logger: Logger, ignore: (url: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (ignore(req.url)) return next();
    const start = performance.now();
    res.once('finish', () => write(logger, req, res, start, 'request completed'));
    res.once('close', () => {
      if (!res.writableFinished) write(logger, req, res, start, 'request aborted');
    });
    next();
  };
}

function levelOf(res: Response, finished: boolean): Level {
  if (!finished || res.statusCode >= 500) return 'error';
  return res.statusCode >= 400 ? 'warn' : 'info';
}

function write(logger: Logger, req: Request, res: Response, start: number, msg: string): void {
  const level = levelOf(res, msg === 'request completed');
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      req: {
        method: req.method,
        url: redactUrl(req.originalUrl ?? req.url),
        headers: redactHeaders(req.headers),
        remoteAddress: req.socket.remoteAddress,
      },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - start),
    },
    msg,
  );
}
