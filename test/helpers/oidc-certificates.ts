import selfsigned from 'selfsigned';

export interface ThrowawayCertificates {
  caCert: string;
  key: string;
  cert: string;
}

/** A throwaway CA and a server certificate it signs for 127.0.0.1 and localhost, valid for one day. */
export async function throwawayCertificates(): Promise<ThrowawayCertificates> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(Date.now() + 24 * 3600_000);
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Fanlift test CA' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { caCert: ca.cert, key: server.private, cert: server.cert };
}
