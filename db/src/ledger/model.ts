import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { serialKey } from '../model-kit';

export class LedgerAccount extends Model<
  InferAttributes<LedgerAccount>,
  InferCreationAttributes<LedgerAccount>
> {
  declare id: CreationOptional<string>;
  declare key: string;
  declare kind: 'fan' | 'athlete' | 'school' | 'platform';
  declare ownerId: number | null;
  declare balance: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    LedgerAccount.init(
      {
        id: serialKey(DataTypes.BIGINT),
        key: { type: DataTypes.TEXT, allowNull: false, unique: true },
        kind: { type: DataTypes.TEXT, allowNull: false },
        ownerId: DataTypes.INTEGER,
        balance: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'ledger_accounts', underscored: true, updatedAt: false },
    );
  }
}

export class WalletTransaction extends Model<
  InferAttributes<WalletTransaction>,
  InferCreationAttributes<WalletTransaction>
> {
  declare id: CreationOptional<string>;
  declare userId: number;
  declare journalId: string | null;
  declare type: 'added' | 'free' | 'gift' | 'used';
  declare status: 'succeeded' | 'pending' | 'failed';
  declare likes: number;
  declare paymentName: string | null;
  declare meta: CreationOptional<Record<string, unknown>>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    WalletTransaction.init(
      {
        id: serialKey(DataTypes.BIGINT),
        userId: { type: DataTypes.INTEGER, allowNull: false },
        journalId: DataTypes.BIGINT,
        type: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.TEXT, allowNull: false },
        likes: { type: DataTypes.INTEGER, allowNull: false },
        paymentName: DataTypes.TEXT,
        meta: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'wallet_transactions', underscored: true, updatedAt: false },
    );
  }
}
