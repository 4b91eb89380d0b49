import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from '@truffe/ui/Icon';
import { expect } from 'storybook/test';

/** Every icon the whitelist allows (spec §5), with its name. Any other name is rejected. */
function IconWhitelist() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
        >
          <Icon name={name} size="large" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Docs/Icon whitelist',
  component: IconWhitelist,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconWhitelist>;

export default meta;

export const AllIcons: StoryObj<typeof meta> = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(iconNames.length);
  },
};
