import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/auth/SignUpPage';

export const Route = createFileRoute('/_auth/sign-up')({
  staticData: { title: msg`Sign up` },
  component: SignUpPage,
});
