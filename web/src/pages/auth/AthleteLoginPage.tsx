import { AuthCard } from './AuthCard';

export function AthleteLoginPage() {
  return <AuthCard userType="athlete" signup={false} />;
}
