import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** Helpers shared by the read queries: id validation and a typed SELECT. */
export const MAX_INT = 2_147_483_647;
export const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_INT;

export type Q = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) => Promise<T[]>;
export const q =
  (sequelize: Sequelize): Q =>
  <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
