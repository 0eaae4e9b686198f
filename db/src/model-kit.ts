import { DataTypes } from 'sequelize';

/** A table's serial key: INTEGER, or BIGINT for the ledger's many rows. */
export const serialKey = (type: DataTypes.DataType = DataTypes.INTEGER) => ({
  type,
  primaryKey: true,
  autoIncrement: true,
});

/** The row's timestamps as Sequelize keeps them: created_at, and updated_at unless the row is written once. */
export const rowStamps = () => ({ createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE });
