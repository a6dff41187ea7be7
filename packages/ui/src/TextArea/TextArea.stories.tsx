import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Refund ids',
    description: 'One per line, all from the same project.',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'All refunds must be from the same project',
    defaultValue: 're_1\nre_2',
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 're_1' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 're_1\nre_2' } };
export const TallerRows: Story = { args: { rows: 8 } };

export const TypingLines: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('textbox', { name: 'Refund ids' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('re_1{Enter}re_2');
    await expect(args.onChange).toHaveBeenLastCalledWith('re_1\nre_2');
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { label: 'سبب الاسترداد', description: 'سطر واحد لكل معرف' },
  parameters: { locale: 'ar-AE' },
};
