import type { Sequelize } from 'sequelize';
import { School } from './schools/model';
import { User } from './users/model';
import { FanProfile, FanSelectedSchool } from './fans/model';
import { AthleteProfile, AthleteGuardian, AthleteSchool, AthleteAllocation } from './athletes/model';
import { LedgerAccount, WalletTransaction } from './ledger/model';

export * from './schools/model';
export * from './users/model';
export * from './fans/model';
export * from './athletes/model';
export * from './ledger/model';

/** Bind every model to this process's Sequelize instance and declare the associations. */
export function initModels(sequelize: Sequelize): void {
  for (const m of [
    School,
    User,
    FanProfile,
    FanSelectedSchool,
    AthleteProfile,
    AthleteGuardian,
    AthleteSchool,
    AthleteAllocation,
    LedgerAccount,
    WalletTransaction,
  ]) {
    m.initModel(sequelize);
  }
  User.hasOne(FanProfile, { as: 'fanProfile', foreignKey: 'userId' });
  FanProfile.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  User.hasOne(AthleteProfile, { as: 'athleteProfile', foreignKey: 'userId' });
  AthleteProfile.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  FanProfile.hasMany(FanSelectedSchool, { as: 'selectedSchools', foreignKey: 'fanProfileId' });
  FanSelectedSchool.belongsTo(School, { as: 'school', foreignKey: 'schoolId' });
  School.hasMany(FanSelectedSchool, { as: 'fanSelectedSchools', foreignKey: 'schoolId' });
  AthleteProfile.hasMany(AthleteGuardian, { as: 'guardians', foreignKey: 'athleteProfileId' });
  AthleteProfile.belongsToMany(School, {
    through: AthleteSchool,
    as: 'schools',
    foreignKey: 'athleteProfileId',
    otherKey: 'schoolId',
  });
  School.belongsToMany(AthleteProfile, {
    through: AthleteSchool,
    as: 'athletes',
    foreignKey: 'schoolId',
    otherKey: 'athleteProfileId',
  });
  AthleteProfile.hasMany(AthleteAllocation, { as: 'allocations', foreignKey: 'athleteProfileId' });
}
