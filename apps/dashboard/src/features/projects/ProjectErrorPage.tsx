import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, Link } from '@paydesk/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../notices';
import { ProjectPageError, projectProblemMessages } from './projectProblem';

/** Why the project cannot be shown, in the spec's words (SPEC §8); other failures offer a retry. */
export function ProjectErrorPage(props: ErrorComponentProps) {
  const { i18n } = useLingui();
  const { error } = props;
  if (error instanceof ProjectPageError) {
    return (
      <EmptyState
        variant="error"
        titleLevel={1}
        title={i18n._(projectProblemMessages[error.problem])}
        action={
          <Link href="/projects" variant="standalone">
            <Trans>Go to projects</Trans>
          </Link>
        }
      />
    );
  }
  return <RouteError {...props} />;
}
