import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header.tsx';

/** An address that names no possible user id (over 256 characters, or with NUL in it). */
export default function ProfileNotFound() {
  return (
    <>
      <PageHeader
        title="Not a user id"
        description="This address does not name a user id: ids are 1 to 256 characters. The link may be mistyped or cut short."
      />
      <p>
        <Link href="/profiles">Go to all profiles</Link>
      </p>
    </>
  );
}
