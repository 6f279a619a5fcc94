import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header.tsx';

/** An unknown scan and another tenant's scan look the same. */
export default function ScanNotFound() {
  return (
    <>
      <PageHeader
        title="Scan not found"
        description="There is no scan with this address in this tenant. It may belong to another tenant, or the link may be mistyped."
      />
      <p>
        <Link href="/scans">Go to all scans</Link>
      </p>
    </>
  );
}
