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
import type { School } from '../schools/model';

export class AthleteProfile extends Model<
  InferAttributes<AthleteProfile>,
  InferCreationAttributes<AthleteProfile>
> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare firstName: string;
  declare lastName: string;
  declare sport: 'football' | 'basketball' | null;
  declare position: string | null;
  declare recruitingClass: number | null;
  declare starRating: number | null;
  declare ranking: number | null;
  declare hometown: string | null;
  declare highSchool: string | null;
  declare height: number | null;
  declare weight: number | null;
  declare dob: string | null;
  declare photoUrl: string | null;
  declare radarAthleteId: string | null;
  declare claimedAt: Date | null;
  declare likesReceived: CreationOptional<string | number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare guardians?: NonAttribute<AthleteGuardian[]>;
  declare schools?: NonAttribute<School[]>;

  static initModel(sequelize: Sequelize) {
    AthleteProfile.init(
      {
        id: serialKey(),
        userId: { type: DataTypes.INTEGER, unique: true },
        firstName: { type: DataTypes.TEXT, allowNull: false },
        lastName: { type: DataTypes.TEXT, allowNull: false },
        sport: DataTypes.TEXT,
        position: DataTypes.TEXT,
        recruitingClass: DataTypes.INTEGER,
        starRating: DataTypes.SMALLINT,
        ranking: DataTypes.INTEGER,
        hometown: DataTypes.TEXT,
        highSchool: DataTypes.TEXT,
        height: DataTypes.INTEGER,
        weight: DataTypes.INTEGER,
        dob: DataTypes.DATEONLY,
        photoUrl: DataTypes.TEXT,
        radarAthleteId: { type: DataTypes.TEXT, unique: true },
        claimedAt: DataTypes.DATE,
        likesReceived: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        ...rowStamps(),
      },
      { sequelize, tableName: 'athlete_profiles', underscored: true },
    );
  }
}

export class AthleteGuardian extends Model<
  InferAttributes<AthleteGuardian>,
  InferCreationAttributes<AthleteGuardian>
> {
  declare id: CreationOptional<number>;
  declare athleteProfileId: number;
  declare name: string;
  declare email: string | null;
  declare phone: string | null;
  declare relationship: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AthleteGuardian.init(
      {
        id: serialKey(),
        athleteProfileId: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.TEXT, allowNull: false },
        email: DataTypes.TEXT,
        phone: DataTypes.TEXT,
        relationship: DataTypes.TEXT,
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'athlete_guardians', underscored: true, updatedAt: false },
    );
  }
}

export class AthleteSchool extends Model<
  InferAttributes<AthleteSchool>,
  InferCreationAttributes<AthleteSchool>
> {
  declare athleteProfileId: number;
  declare schoolId: number;
  declare position: CreationOptional<number>;

  static initModel(sequelize: Sequelize) {
    AthleteSchool.init(
      {
        athleteProfileId: { type: DataTypes.INTEGER, primaryKey: true },
        schoolId: { type: DataTypes.INTEGER, primaryKey: true },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'athlete_schools', underscored: true, timestamps: false },
    );
  }
}

export class AthleteAllocation extends Model<
  InferAttributes<AthleteAllocation>,
  InferCreationAttributes<AthleteAllocation>
> {
  declare id: CreationOptional<number>;
  declare athleteProfileId: number;
  declare name: string;
  declare description: string | null;
  declare goalLikes: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AthleteAllocation.init(
      {
        id: serialKey(),
        athleteProfileId: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.TEXT, allowNull: false },
        description: DataTypes.TEXT,
        goalLikes: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'athlete_allocations', underscored: true, updatedAt: false },
    );
  }
}
