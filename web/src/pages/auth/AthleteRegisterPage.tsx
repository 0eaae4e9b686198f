import { AuthCard } from './AuthCard';

export function AthleteRegisterPage() {
  return <AuthCard userType="athlete" signup={true} />;
}
