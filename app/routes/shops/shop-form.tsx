export default function Pending() {
  return null;
}
