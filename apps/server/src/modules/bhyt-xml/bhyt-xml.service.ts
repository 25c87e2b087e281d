import {
  BHYT_XML_MAX_DAYS,
  BHYT_XML_ROLES,
  ERROR_CODES,
  MA_CSKCB_PATTERN,
  type BhytXmlIssue,
  type BhytXmlQuery,
  type BhytXmlReport,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { OrganisationsService } from '../organisations/organisations.service';
import { issue } from './bhyt-xml-checks';
import { giamDinhHsDocument, xml2Document, xml3Document, type EpisodeFiles } from './bhyt-xml-document';
import {
  dispensedBatches,
  facilityOf,
  type DispensedBatchRow,
  type DispensingScope,
} from './bhyt-xml.repository';
import { rowIssues, xml2Row, type Xml2Row } from './bhyt-xml2';
import { xml3Row, xml3RowIssues, type Xml3Row } from './bhyt-xml3';

/** One treatment episode: its medicines (XML2) and its medical supplies (XML3), each numbered from 1. */
interface Episode {
  maLk: string;
  medicines: Xml2Row[];
  supplies: Xml3Row[];
}

interface Checked {
  report: BhytXmlReport;
  episodes: Episode[];
  maCskcb: string;
  timeZone: string;
}

const DAY_MS = 86_400_000;

/** Today as `yyyyMMdd` in the organisation's time zone (NGAYLAP). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .replaceAll('-', '');
}

/** The episode-level issues: the insurance card and the benefit level, once per episode. */
function episodeIssues(first: DispensedBatchRow): BhytXmlIssue[] {
  const target = {
    ma_lk: first.ma_lk,
    ma_benh_nhan: first.ma_benh_nhan,
    ho_ten: first.ho_ten,
    stt: null,
    ten_thuoc: null,
  };
  const found: BhytXmlIssue[] = [];
  if (!first.so_the_bhyt) found.push(issue(target, 'MA_THE_BHYT', 'missing'));
  if (first.muc_huong === null) found.push(issue(target, 'MUC_HUONG', 'missing'));
  return found;
}

/** The tables of one episode that have rows: XML2 for its medicines, XML3 for its supplies. */
function episodeFiles(episode: Episode): EpisodeFiles {
  const files: EpisodeFiles['files'] = [];
  if (episode.medicines.length > 0) files.push({ loai: 'XML2', noiDung: xml2Document(episode.medicines) });
  if (episode.supplies.length > 0) files.push({ loai: 'XML3', noiDung: xml3Document(episode.supplies) });
  return { files };
}

/**
 * The insurance XML (QĐ 130 / QĐ 4750) of dispensed medicines and medical supplies: the check report, and the
 * GIAMDINHHS document only when the report is clean (docs/regulatory.md, decision record 0027).
 */
export class BhytXmlService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  private async check(userId: string, query: BhytXmlQuery): Promise<Checked> {
    await this.organisations.requireMember(query.to_chuc, userId, BHYT_XML_ROLES);
    const scope: DispensingScope =
      query.ma_lk !== undefined ? { maLk: query.ma_lk } : { from: query.tu_ngay!, to: query.den_ngay! };
    if ('from' in scope && (Date.parse(scope.to) - Date.parse(scope.from)) / DAY_MS >= BHYT_XML_MAX_DAYS) {
      throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'bhyt_xml.range_too_long', {
        days: BHYT_XML_MAX_DAYS,
      });
    }
    const facility = await facilityOf(this.ctx.db, query.to_chuc);
    let batches = await dispensedBatches(this.ctx.db, query.to_chuc, scope);
    if ('maLk' in scope && batches.length === 0) throw notFound('bhyt_xml.episode_not_found');
    // Over a date range only insured patients' episodes are insurance claims; one episode asked
    // by its code is checked as it is, so a missing card is reported rather than skipped.
    if ('from' in scope) batches = batches.filter((b) => b.so_the_bhyt);

    const issues: BhytXmlIssue[] = [];
    const blank = { ma_lk: null, ma_benh_nhan: null, ho_ten: null, stt: null, ten_thuoc: null };
    if (!facility.ma_cskcb) issues.push(issue(blank, 'MA_CSKCB', 'missing'));
    else if (!MA_CSKCB_PATTERN.test(facility.ma_cskcb))
      issues.push(issue(blank, 'MA_CSKCB', 'malformed', facility.ma_cskcb));

    const byEpisode = new Map<string, DispensedBatchRow[]>();
    for (const batch of batches) byEpisode.set(batch.ma_lk, [...(byEpisode.get(batch.ma_lk) ?? []), batch]);
    const episodes: Episode[] = [];
    for (const [maLk, sources] of byEpisode) {
      issues.push(...episodeIssues(sources[0]!));
      const medicines = sources.filter((source) => source.loai_hang_hoa !== 'VAT_TU');
      const supplies = sources.filter((source) => source.loai_hang_hoa === 'VAT_TU');
      const episode: Episode = {
        maLk,
        medicines: medicines.map((source, index) => xml2Row(source, index + 1)),
        supplies: supplies.map((source, index) => xml3Row(source, index + 1)),
      };
      episode.medicines.forEach((row, index) => issues.push(...rowIssues(row, medicines[index]!)));
      episode.supplies.forEach((row, index) => issues.push(...xml3RowIssues(row, supplies[index]!)));
      episodes.push(episode);
    }
    return {
      report: {
        hop_le: issues.length === 0,
        so_ho_so: episodes.length,
        so_dong: batches.length,
        loi: issues,
      },
      episodes,
      maCskcb: facility.ma_cskcb ?? '',
      timeZone: facility.mui_gio,
    };
  }

  async report(userId: string, query: BhytXmlQuery): Promise<BhytXmlReport> {
    return (await this.check(userId, query)).report;
  }

  /** The GIAMDINHHS document; 422 with the check report in `data` when anything is invalid. */
  async export(userId: string, query: BhytXmlQuery): Promise<{ fileName: string; xml: string }> {
    const checked = await this.check(userId, query);
    if (!checked.report.hop_le) {
      throw new AppError(
        422,
        ERROR_CODES.BUSINESS_RULE,
        'bhyt_xml.invalid',
        { count: checked.report.loi.length },
        {},
        checked.report,
      );
    }
    const ngayLap = todayIn(checked.timeZone);
    const xml = giamDinhHsDocument(checked.maCskcb, ngayLap, checked.episodes.map(episodeFiles));
    const label = query.ma_lk ?? `${query.tu_ngay}_${query.den_ngay}`;
    return { fileName: `GIAMDINHHS_${checked.maCskcb}_${label.replace(/[^0-9A-Za-z_-]/g, '')}.xml`, xml };
  }
}
