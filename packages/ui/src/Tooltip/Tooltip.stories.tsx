import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'Display/Tooltip',
  component: Tooltip,
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  args: { children: 'Exports at most 10,000 rows', placement: 'top' },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger>
        <Button>Export CSV</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard: Story['play'] = async ({ canvasElement }) => {
  await userEvent.tab();
  const body = within(canvasElement.ownerDocument.body);
  const tooltip = await body.findByRole('tooltip');
  const trigger = within(canvasElement).getByRole('button', { name: 'Export CSV' });
  await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
};

export const Top: Story = { play: openWithKeyboard };
export const Bottom: Story = { args: { placement: 'bottom' }, play: openWithKeyboard };
export const Start: Story = { args: { placement: 'start' }, play: openWithKeyboard };
export const End: Story = { args: { placement: 'end' }, play: openWithKeyboard };

export const LongText: Story = {
  args: {
    children:
      'The export includes every transaction that matches the current filters, up to 10,000 rows; narrow the date range for more.',
  },
  play: openWithKeyboard,
};

export const EscapeCloses: Story = {
  play: async (context) => {
    await openWithKeyboard(context);
    await userEvent.keyboard('{Escape}');
    const body = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Dark: Story = { play: openWithKeyboard, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { placement: 'end', children: 'يصدّر 10,000 صف كحد أقصى' },
  play: openWithKeyboard,
  parameters: { locale: 'ar-AE' },
};
