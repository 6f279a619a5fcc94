import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
/** A style object as the library types it (its Style type is not exported). */
type Style = Parameters<typeof StyleSheet.create>[0][string];
import type { ReactNode } from 'react';

/**
 * The PDF editions' frame (@react-pdf/renderer, built-in Helvetica only: nothing is fetched). The
 * library writes untagged PDFs; reading order follows the content order, and the HTML edition is the
 * accessible one.
 */

// No hyphenation (it split "Lev- el" and "exam- ple.com", which read and copy badly); only very long words (URLs) are cut to fit a cell.
Font.registerHyphenationCallback((word) => (word.length > 40 ? (word.match(/.{1,30}/g) ?? [word]) : [word]));

export const PRODUCER = 'a11y-platform compliance reports (@react-pdf/renderer)';

export const styles = StyleSheet.create({
  page: { paddingTop: 44, paddingBottom: 48, paddingHorizontal: 40, fontFamily: 'Helvetica', fontSize: 9.5, color: '#1a1a1a', lineHeight: 1.35 },
  running: { position: 'absolute', top: 18, left: 40, right: 40, fontSize: 8, color: '#4a4a4a', flexDirection: 'row', justifyContent: 'space-between' },
  // Positioned from the top (LETTER is 792 pt high): with `bottom` the library dropped them.
  footerLeft: { position: 'absolute', top: 758, left: 40, right: 160, fontSize: 8, color: '#4a4a4a' },
  footerRight: { position: 'absolute', top: 758, right: 40, width: 110, textAlign: 'right', fontSize: 8, color: '#4a4a4a' },
  h1: { fontFamily: 'Helvetica-Bold', fontSize: 18, marginBottom: 6 },
  h2: { fontFamily: 'Helvetica-Bold', fontSize: 13, marginTop: 14, marginBottom: 6, paddingBottom: 2, borderBottomWidth: 1.5, borderBottomColor: '#1a1a1a' },
  h3: { fontFamily: 'Helvetica-Bold', fontSize: 10.5, marginTop: 8, marginBottom: 4 },
  p: { marginBottom: 4 },
  banner: { borderWidth: 2, borderColor: '#8a4b00', backgroundColor: '#fff4e0', color: '#4a2800', padding: 8, marginVertical: 6, fontFamily: 'Helvetica-Bold' },
  note: { borderLeftWidth: 3, borderLeftColor: '#0b4f9c', backgroundColor: '#f1f5fb', padding: 6, marginVertical: 6 },
  factRow: { flexDirection: 'row', marginBottom: 2 },
  factKey: { width: 150, fontFamily: 'Helvetica-Bold' },
  factValue: { flex: 1 },
  table: { marginBottom: 10 },
  caption: { fontFamily: 'Helvetica-Bold', fontSize: 10.5, marginTop: 6, marginBottom: 4 },
  row: { flexDirection: 'row' },
  headRow: { flexDirection: 'row', backgroundColor: '#e8ecf2', borderTopWidth: 0.75, borderColor: '#6b6b6b' },
  firstCell: { borderLeftWidth: 0.75 },
  cell: { borderRightWidth: 0.75, borderBottomWidth: 0.75, borderColor: '#6b6b6b', padding: 4 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  bold: { fontFamily: 'Helvetica-Bold' },
});

export function ReportDocument(props: { title: string; author: string; subject: string; keywords: string; running: string; children: ReactNode }) {
  return (
    <Document
      title={props.title}
      author={props.author}
      subject={props.subject}
      keywords={props.keywords}
      creator="a11y-platform"
      producer={PRODUCER}
      language="en"
    >
      <Page size="LETTER" style={styles.page} wrap>
        <View style={styles.running} fixed>
          <Text>{props.running}</Text>
        </View>
        <Text style={styles.footerLeft} fixed>
          {props.title}
        </Text>
        <Text style={styles.footerRight} fixed render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        {props.children}
      </Page>
    </Document>
  );
}

export function Facts({ entries }: { entries: [string, string][] }) {
  return (
    <View>
      {entries.map(([k, v]) => (
        <View key={k} style={styles.factRow} wrap={false}>
          <Text style={styles.factKey}>{k}</Text>
          <Text style={styles.factValue}>{v}</Text>
        </View>
      ))}
    </View>
  );
}

export interface Column {
  label: string;
  /** Share of the row's width, e.g. 0.25. */
  width: number;
  align?: 'left' | 'right';
}

/** A table of text cells; its header row repeats on no later page (the library cannot), each row stays whole. */
export function Table({
  caption,
  columns,
  rows,
  cellStyle,
}: {
  caption: string;
  columns: Column[];
  rows: string[][];
  cellStyle?: (row: number, col: number) => Style | undefined;
}) {
  return (
    <View>
      <Text style={styles.caption} minPresenceAhead={40}>
        {caption}
      </Text>
      <View style={styles.table}>
        <View style={styles.headRow} wrap={false}>
          {columns.map((c) => (
            <Text
              key={c.label}
              style={[styles.cell, styles.headCell, columns[0] === c ? styles.firstCell : {}, { width: `${c.width * 100}%`, textAlign: c.align ?? 'left' }]}
            >
              {c.label}
            </Text>
          ))}
        </View>
        {rows.map((cells, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content in a fixed order
          <View key={r} style={styles.row} wrap={false}>
            {cells.map((cell, c) => (
              <Text
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are static content in a fixed order
                key={c}
                style={[
                  styles.cell,
                  c === 0 ? styles.firstCell : {},
                  { width: `${(columns[c]?.width ?? 0) * 100}%`, textAlign: columns[c]?.align ?? 'left' },
                  cellStyle?.(r, c) ?? {},
                ]}
              >
                {cell}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
