import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { serialKey, rowStamps } from '../model-kit';

export class School extends Model<InferAttributes<School>, InferCreationAttributes<School>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare shortName: string;
  declare slug: string;
  declare mascot: string | null;
  declare conference: string | null;
  declare division: CreationOptional<string>;
  declare powerFive: CreationOptional<boolean>;
  declare city: string | null;
  declare state: string | null;
  declare primaryColor: CreationOptional<string>;
  declare secondaryColor: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    School.init(
      {
        id: serialKey(),
        name: { type: DataTypes.TEXT, allowNull: false },
        shortName: { type: DataTypes.TEXT, allowNull: false },
        slug: { type: DataTypes.TEXT, allowNull: false },
        mascot: DataTypes.TEXT,
        conference: DataTypes.TEXT,
        division: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'FBS' },
        powerFive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        city: DataTypes.TEXT,
        state: DataTypes.TEXT,
        primaryColor: { type: DataTypes.TEXT, allowNull: false, defaultValue: '#1f3a93' },
        secondaryColor: { type: DataTypes.TEXT, allowNull: false, defaultValue: '#ffffff' },
        ...rowStamps(),
      },
      { sequelize, tableName: 'schools', underscored: true },
    );
  }
}
