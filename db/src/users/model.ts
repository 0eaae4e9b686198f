import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { serialKey, rowStamps } from '../model-kit';
import type { FanProfile } from '../fans/model';
import type { AthleteProfile } from '../athletes/model';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare authId: string;
  declare email: string;
  declare firstName: string | null;
  declare lastName: string | null;
  declare userType: 'fan' | 'athlete';
  declare tosAccepted: CreationOptional<boolean>;
  declare privacyPolicyAccepted: CreationOptional<boolean>;
  declare emailConsent: CreationOptional<boolean>;
  declare emailVerified: CreationOptional<boolean>;
  declare referralCode: string;
  declare referredByUserId: number | null;
  declare spinCount: CreationOptional<number>;
  declare isAdmin: CreationOptional<0 | 1>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare fanProfile?: NonAttribute<FanProfile | null>;
  declare athleteProfile?: NonAttribute<AthleteProfile | null>;

  static initModel(sequelize: Sequelize) {
    User.init(
      {
        id: serialKey(),
        authId: { type: DataTypes.TEXT, allowNull: false, unique: true },
        email: { type: DataTypes.CITEXT, allowNull: false, unique: true },
        firstName: DataTypes.TEXT,
        lastName: DataTypes.TEXT,
        userType: { type: DataTypes.TEXT, allowNull: false },
        tosAccepted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        privacyPolicyAccepted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        emailConsent: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        emailVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        referralCode: { type: DataTypes.TEXT, allowNull: false, unique: true },
        referredByUserId: DataTypes.INTEGER,
        spinCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        isAdmin: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 0 },
        ...rowStamps(),
      },
      { sequelize, tableName: 'users', underscored: true },
    );
  }
}
