import { ShownOnceSecret } from '../../components/shown-once-secret';

/** The new key, shown this once. */
export function NewKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <ShownOnceSecret
      noun="key"
      label="API key"
      secret={secret}
      onDone={onDone}
      usage={
        <>
          Send it in the <code>X-Api-Key</code> header with the project's id in the <code>project_id</code> header.
        </>
      }
    />
  );
}
