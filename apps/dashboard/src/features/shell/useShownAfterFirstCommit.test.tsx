import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useShownAfterFirstCommit } from './useShownAfterFirstCommit';

function Probe({ commits }: { commits: boolean[] }) {
  const shown = useShownAfterFirstCommit();
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return shown ? <p>entries</p> : null;
}

describe('useShownAfterFirstCommit', () => {
  it('leaves what it gates out of the first commit and shows it in the next one', async () => {
    const commits: boolean[] = [];
    render(<Probe commits={commits} />);
    expect(await screen.findByText('entries')).toBeTruthy();
    expect(commits).toEqual([false, true]);
  });

  it('shows it at once when the component renders again', async () => {
    const commits: boolean[] = [];
    const { rerender } = render(<Probe commits={commits} />);
    await screen.findByText('entries');
    rerender(<Probe commits={commits} />);
    expect(commits.at(-1)).toBe(true);
  });
});
