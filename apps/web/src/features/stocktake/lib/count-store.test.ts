import { describe, expect, it } from 'vitest';
import type { StocktakeLine } from '@kho/contracts';
import { CountStore } from './count-store';

function line(id: string, counted: number | null = null): StocktakeLine {
  return {
    id,
    stt: 1,
    hang_hoa_id: 'g',
    hang_hoa_ma: 'G',
    hang_hoa_ten: 'Goods',
    ham_luong: null,
    don_vi_tinh: 'Viên',
    nuoc_san_xuat: null,
    phan_loai_quan_ly: 'THUONG',
    loai_hang_hoa: 'THUOC',
    ma_vach: null,
    lo_hang_id: id,
    so_lo: 'L1',
    han_dung: '2030-01-01',
    don_gia: 1000,
    so_luong_so_sach: 10,
    so_luong_thuc_te: counted,
    so_luong_hong: 0,
    ghi_chu: null,
  };
}

describe('CountStore', () => {
  it('tracks only lines that differ from the server', () => {
    const store = new CountStore();
    store.load([line('a'), line('b', 5)]);
    store.set('a', { so_luong_thuc_te: 8 });
    store.set('b', { so_luong_thuc_te: 6 });
    store.set('b', { so_luong_thuc_te: 5 });
    expect(store.pendingCount).toBe(1);
    expect(store.pending().changes).toEqual([
      { id: 'a', so_luong_thuc_te: 8, so_luong_hong: 0, ghi_chu: null },
    ]);
  });

  it('keeps a count typed while its save was on the way', () => {
    const store = new CountStore();
    store.load([line('a')]);
    store.set('a', { so_luong_thuc_te: 8 });
    const { sent } = store.pending();
    store.set('a', { so_luong_thuc_te: 9 });
    store.acknowledge(sent);
    expect(store.value('a')?.so_luong_thuc_te).toBe(9);
    expect(store.pendingCount).toBe(1);
    store.acknowledge(store.pending().sent);
    expect(store.pendingCount).toBe(0);
    expect(store.value('a')?.so_luong_thuc_te).toBe(9);
  });

  it('keeps unsaved edits across a reload, dropping those the server now has', () => {
    const store = new CountStore();
    store.load([line('a'), line('b')]);
    store.set('a', { so_luong_thuc_te: 8 });
    store.set('b', { so_luong_thuc_te: 3 });
    store.load([line('a'), line('b', 3), line('c')]);
    expect(store.pendingCount).toBe(1);
    expect(store.value('a')?.so_luong_thuc_te).toBe(8);
    expect(store.value('c')?.so_luong_thuc_te).toBeNull();
  });

  it('holds back a line the contract would refuse, and says which', () => {
    const store = new CountStore();
    store.load([line('a'), line('b')]);
    store.set('a', { so_luong_thuc_te: 2, so_luong_hong: 3 });
    store.set('b', { so_luong_thuc_te: 4 });
    expect(store.invalidIds()).toEqual(['a']);
    expect(store.pending().changes.map((c) => c.id)).toEqual(['b']);
  });

  it('answers the same object for an unchanged line (rows re-render only when theirs changes)', () => {
    const store = new CountStore();
    store.load([line('a'), line('b')]);
    const before = store.value('b');
    store.set('a', { so_luong_thuc_te: 1 });
    expect(store.value('b')).toBe(before);
  });
});
