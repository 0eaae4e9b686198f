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

export class FanProfile extends Model<InferAttributes<FanProfile>, InferCreationAttributes<FanProfile>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare selectedSchools?: NonAttribute<FanSelectedSchool[]>;

  static initModel(sequelize: Sequelize) {
    FanProfile.init(
      {
        id: serialKey(),
        userId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        ...rowStamps(),
      },
      { sequelize, tableName: 'fan_profiles', underscored: true },
    );
  }
}

export class FanSelectedSchool extends Model<
  InferAttributes<FanSelectedSchool>,
  InferCreationAttributes<FanSelectedSchool>
> {
  declare id: CreationOptional<number>;
  declare fanProfileId: number;
  declare schoolId: number;
  declare position: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    FanSelectedSchool.init(
      {
        id: serialKey(),
        fanProfileId: { type: DataTypes.INTEGER, allowNull: false },
        schoolId: { type: DataTypes.INTEGER, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'fan_selected_schools', underscored: true, updatedAt: false },
    );
  }
}
