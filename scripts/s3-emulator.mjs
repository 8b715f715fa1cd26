// An S3-compatible server on this machine for tests and `npm run cluster` (never for real photos):
// s3rver, a Node S3 emulator, with one bucket. Prints one line of JSON, {"port": N}, once it listens.
//   node --openssl-legacy-provider scripts/s3-emulator.mjs <folder> <bucket> [port]
// The emulator's listing continuation tokens use DES, which Node's OpenSSL 3 only offers through
// its legacy provider: hence its own process with that flag, never inside the app or a test runner.
import S3rver from "@20minutes/s3rver";

const [directory, bucket, port = "0"] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error("usage: node --openssl-legacy-provider scripts/s3-emulator.mjs <folder> <bucket> [port]");
  process.exit(2);
}
// The emulator signs a bucket listing's path without the trailing slash the SDK sends
// (`/bucket/?list-type=2`) and would refuse every listing: signatures are let through.
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
  allowMismatchedSignatures: true,
});
const address = await server.run();
console.log(JSON.stringify({ port: address.port }));
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
