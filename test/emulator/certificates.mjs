// A certificate authority made at start, and a server certificate it signs for loopback, so
// HTTPS tests trust exactly what they are told to and nothing else.

export async function makeCertificates() {
  // Loaded here, not with the emulator: a few tests use TLS, and every test file that starts an
  // emulator would otherwise load an X.509 library it never calls.
  const { generate } = await import('selfsigned');
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(Date.now() + 24 * 3600_000);
  const ca = await generate([{ name: 'commonName', value: 'submit-runai-job emulator CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
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
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
          { type: 7, ip: '::ffff:7f00:1' },
        ],
      },
    ],
  });
  return { caCert: ca.cert, serverKey: server.private, serverCert: server.cert };
}
