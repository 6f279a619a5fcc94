/**
 * Plain links to the portal's file downloads (exports, the HTML report): each answers with
 * Content-Disposition: attachment, so the browser saves the file and the page stays. Their text says
 * what the file is, in the section headed by what it is of.
 */
export function DownloadLinks({ links, note }: { links: { href: string; label: string; description: string }[]; note?: string | undefined }) {
  return (
    <>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} download className="font-semibold underline underline-offset-2">
              {link.label}
            </a>{' '}
            <span className="text-sm text-slate-700">({link.description})</span>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
    </>
  );
}
