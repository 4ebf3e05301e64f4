/**
 * A phone number as written ('+91 9876543210'), isolated left to right: on a right-to-left page the
 * bidirectional algorithm would otherwise move the digits before the code ('9876543210 91+').
 */
export function PhoneNumber(props: { children: string }) {
  return <bdi dir="ltr">{props.children}</bdi>;
}
