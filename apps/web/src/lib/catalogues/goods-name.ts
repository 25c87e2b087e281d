/** A medicine's name with its strength, once: "Paracetamol 500mg" already names its 500mg. */
export function goodsName(name: string, strength: string | null | undefined): string {
  if (!strength) return name;
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  return plain(name).includes(plain(strength)) ? name : `${name} ${strength}`;
}
