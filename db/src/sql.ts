import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { INT4_MAX, isPositiveId } from '@fanlift/core';

/** Helpers shared by the read queries: id validation (core's one id rule) and a typed SELECT. */
export const MAX_INT = INT4_MAX;
export const validId = isPositiveId;

export type Q = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) => Promise<T[]>;
export const q =
  (sequelize: Sequelize): Q =>
  <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
