import { Button } from '../components/button.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { Tag } from '../components/tag.tsx';

/** The header's "+ <noun>" button of a security list page. */
export function AddButton({ label, testId, onClick }: { label: string; testId: string; onClick: () => void }) {
  return (
    <Button variant="primary" icon="plus" onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** A row's edit button of a security list page. */
export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton icon="edit" label={label} tone="accent" onClick={onClick} data-testid="row-edit" />;
}

/** The roles of a row (a user, a rule) as chips. */
export function RoleTags({ roles }: { roles: readonly { id: number; name: string }[] }) {
  return (
    <span className="sec-chips">
      {roles.map((role) => (
        <Tag key={role.id} tone="info">
          {role.name}
        </Tag>
      ))}
    </span>
  );
}
