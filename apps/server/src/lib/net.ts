/** Whether a host name or socket address is this machine's loopback (127.0.0.0/8, ::1, localhost). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '').replace(/^\[|\]$/g, '');
  return plain === 'localhost' || plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}
