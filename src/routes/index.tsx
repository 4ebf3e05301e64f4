import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalogue/HomePage.tsx';

export const Route = createFileRoute('/')({
  component: HomePage,
});
