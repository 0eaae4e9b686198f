import { AuthCard } from '../components/AuthCard';

export function AthleteLoginPage() {
  return <AuthCard userType="athlete" signup={false} />;
}
