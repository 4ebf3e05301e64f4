import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/auth/SignUpPage.tsx';

export const Route = createFileRoute('/_guest/signup')({
  component: SignUpPage,
});
