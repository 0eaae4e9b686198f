import { AuthCard } from '../components/AuthCard';

export function AthleteRegisterPage() {
  return <AuthCard userType="athlete" signup={true} />;
}
