import { AuthCard } from './AuthCard';

export function FanLoginPage() {
  return <AuthCard userType="fan" signup={false} />;
}
