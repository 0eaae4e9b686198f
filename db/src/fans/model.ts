import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';

export class FanProfile extends Model<InferAttributes<FanProfile>, InferCreationAttributes<FanProfile>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare selectedSchools?: NonAttribute<FanSelectedSchool[]>;

  static initModel(sequelize: Sequelize) {
    FanProfile.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        userId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
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
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        fanProfileId: { type: DataTypes.INTEGER, allowNull: false },
        schoolId: { type: DataTypes.INTEGER, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'fan_selected_schools', underscored: true, updatedAt: false },
    );
  }
}
