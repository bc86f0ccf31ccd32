// The translation catalogues are embedded as resources of this library; it has no code.
namespace scalescope {
int translationsAnchor()
{
    return 0;
}
} // namespace scalescope
